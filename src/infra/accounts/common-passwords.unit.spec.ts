import { isCommonPassword } from './common-passwords';

describe('isCommonPassword', () => {
  it('knows the most used passwords that pass the length rule, whatever their case', async () => {
    for (const password of ['password', '12345678', 'iloveyou', 'Sunshine', 'TRUSTNO1', 'password1', 'welcome1']) {
      expect({ password, common: await isCommonPassword(password) }).toEqual({ password, common: true });
    }
  });

  it('lets through what is not among them', async () => {
    for (const password of ['correct horse battery', 'my kids and the dog', 'password1 but longer', ' password']) {
      expect({ password, common: await isCommonPassword(password) }).toEqual({ password, common: false });
    }
  });
});
