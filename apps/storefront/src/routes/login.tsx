import { useEffect } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { PageTitle } from '@/components/page-title';
import { panelOpened } from '@/features/auth/auth-slice';
import HomeRoute from './home';

/** /login: the home content with the side panel opened in login mode. spec: ordering.md §2 route table */
export default function LoginRoute() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(panelOpened({ mode: 'login' }));
  }, [dispatch]);
  return (
    <>
      <HomeRoute />
      <PageTitle title="Login" />
    </>
  );
}
