import type { AxiosInstance } from 'axios';
import type {
  AuthData,
  ChangePasswordWithCodeRequest,
  CheckResetCodeRequest,
  Country,
  LoginRequest,
  RegisterRequest,
  SendResetPasswordRequest,
} from '@arena/contracts';
import { getData, postReply } from './request';

export const authEndpoints = (http: AxiosInstance) => ({
  login: (body: LoginRequest) => postReply<AuthData>(http, 'auth/login', body),
  register: (body: RegisterRequest) => postReply<AuthData>(http, 'auth/register', body),
  authForm: () => getData<{ countries: Country[] }>(http, 'auth/form'),
  /**
   * The bus clears the session as soon as a logout is emitted, so the caller passes the ending
   * session's token for the server to revoke it.
   */
  logout: async (token?: string) => {
    await http.get('auth/logout', token ? { headers: { Authorization: `Bearer ${token}` } } : undefined);
  },
  sendResetPassword: (body: SendResetPasswordRequest) => postReply(http, 'auth/sendresetpassword', body),
  checkResetCode: (body: CheckResetCodeRequest) => postReply(http, 'auth/checkresetcode', body),
  changePasswordWithCode: (body: ChangePasswordWithCodeRequest) => postReply(http, 'auth/changepasswordwithcode', body),
});
