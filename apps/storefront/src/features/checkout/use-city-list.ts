import { useEffect } from 'react';
import { useGetCityListQuery } from './api/order-api';
import type { CityChoices } from './components/customer-fields';

/**
 * The city list for an order form's City select (GET /api/Trini/GetCityList): the cities, a
 * loading flag, and `failed` when the call failed or answered no city (then logged, and the select
 * shows 'We couldn't reach the shop. Please try again.' with a 'Try again' button that calls
 * `retry`: extension; the spec leaves a failed list silent).
 * spec: ordering.md §2 checkout section 5, §7 GetCityList
 */
export function useCityList(): CityChoices {
  const { data, isLoading, isFetching, isError, isSuccess, error, refetch } = useGetCityListQuery();
  const empty = isSuccess && (data?.length ?? 0) === 0;
  const failed = !isFetching && (isError || empty);
  useEffect(() => {
    if (isError) console.error('City list failed', error);
    else if (empty) console.error('City list is empty');
  }, [isError, empty, error]);
  return {
    cities: data ?? [],
    loading: isLoading || (isFetching && !data?.length),
    failed,
    retry: () => void refetch(),
  };
}
