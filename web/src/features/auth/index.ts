export { useLogout } from './hooks/use-logout';
export { useNewPasswordFirst, useSentToNewPassword } from './hooks/use-new-password-first';
export { useRememberCurrentPath } from './hooks/use-remember-current-path';
