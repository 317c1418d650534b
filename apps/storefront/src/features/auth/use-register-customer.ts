import { MESSAGES, errorMessage } from '@trini/domain';
import type { RegistrationFormInput } from '@trini/domain';
import { useAppDispatch } from '@/app/hooks';
import { notify } from '@/components/notice';
import { useRegisterMutation } from './api/auth-api';
import { loggedIn } from './auth-slice';
import { registrationFailure } from './login-failure';

/**
 * Registers a customer (both the side panel and the registration dialog): sends the registration
 * model (text fields trimmed); on success shows 'Registered Succesfully' (5 s, top right) and logs
 * in with the jwt, answering null; on failure shows and answers the error text ('Error: ' + msg,
 * or the HTTP error). spec: ordering.md §4 registration, §7 register, §8 registration success/failure
 */
export function useRegisterCustomer() {
  const dispatch = useAppDispatch();
  const [register, { isLoading }] = useRegisterMutation();

  const registerCustomer = async (
    v: Required<
      Pick<
        RegistrationFormInput,
        'Mobile1' | 'CustomerName' | 'EmailID' | 'NewPassword' | 'ConfirmPassword'
      >
    >,
  ) => {
    let failure: string;
    try {
      const res = await register({
        Mobile1: String(v.Mobile1 ?? '').trim(),
        CustomerName: String(v.CustomerName ?? '').trim(),
        EmailID: String(v.EmailID ?? '').trim(),
        NewPassword: String(v.NewPassword ?? ''),
        ConfirmPassword: String(v.ConfirmPassword ?? ''),
      }).unwrap();
      if (res.success && res.jwt) {
        notify(MESSAGES.REGISTERED, 'success');
        dispatch(loggedIn(res.jwt));
        return null;
      }
      failure = errorMessage(res.msg);
    } catch (err) {
      failure = registrationFailure(err);
    }
    notify(failure, 'error');
    return failure;
  };

  return { registerCustomer, isLoading };
}
