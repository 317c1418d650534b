import { useEffect } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { PageTitle } from '@/components/page-title';
import { panelOpened } from '@/features/auth/auth-slice';
import HomeRoute from './home';

/** /register: the home content with the side panel opened in register mode. spec: ordering.md §2 route table */
export default function RegisterRoute() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(panelOpened({ mode: 'register' }));
  }, [dispatch]);
  return (
    <>
      <HomeRoute />
      <PageTitle title="Register" />
    </>
  );
}
