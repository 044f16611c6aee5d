// "Delete my account" (My Account, Your Data), shared by the server and the web client.

/** DELETE /api/account: the member's password again, and whether their posts, comments and answers go too. */
export interface DeleteAccountRequest {
  password: string;
  removeContent: boolean;
}

export const ACCOUNT_DELETION_MESSAGES = {
  passwordRequired: 'Please enter your password.',
  wrongPassword: 'That is not your password.',
  deleted: 'Your account has been deleted.',
  unavailable: 'Accounts cannot be deleted on this server yet. Please use Contact Us and we will delete yours.',
} as const;
