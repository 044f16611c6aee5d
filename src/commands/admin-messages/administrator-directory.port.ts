/**
 * Where the site's administrators are reached: read from the users read model (bound in the app
 * module), so a member made administrator receives the messages once projected.
 */
export interface AdministratorDirectory {
  administratorEmails(): Promise<string[]>;
}

export const ADMINISTRATOR_DIRECTORY = Symbol('AdministratorDirectory');
