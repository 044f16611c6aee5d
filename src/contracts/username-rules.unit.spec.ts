import { handleName, HANDLE_MAX, HANDLE_MIN } from './member-handles';
import { isAcceptableUsername } from './username-rules';

describe('isAcceptableUsername', () => {
  it.each(['Jane', 'jane.doe', "O'Brien", 'María José', 'dad_of_2', 'Member', 'New member 2', 'Member 4821 fan'])(
    'accepts %p',
    (name) => {
      expect(isAcceptableUsername(name)).toBe(true);
    },
  );
  it.each([
    'admin',
    'SiteAdmin',
    'ADMINISTRATOR',
    'staffer',
    'Staff',
    'DivorceCommunity',
    'divorce community fan',
    'shithead',
    'x',
    'a'.repeat(31),
    '<script>',
    'na\nme',
    'Member 4821',
    'member4821',
    ' MEMBER  12 ',
    handleName(HANDLE_MIN),
    handleName(HANDLE_MAX),
    'member_482193',
    'Anonymous',
    ' anonymous ',
  ])('refuses %p', (name) => {
    expect(isAcceptableUsername(name)).toBe(false);
  });
});
