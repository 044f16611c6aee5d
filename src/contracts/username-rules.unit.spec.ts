import { isAcceptableUsername, isReservableUsername } from './username-rules';

describe('isAcceptableUsername', () => {
  it.each(['Jane', 'jane.doe', "O'Brien", 'María José', 'dad_of_2', 'Member', 'New member 2', 'Member 4821 fan'])('accepts %p', (name) => {
    expect(isAcceptableUsername(name)).toBe(true);
  });
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
  ])('refuses %p', (name) => {
    expect(isAcceptableUsername(name)).toBe(false);
  });
});

describe('isReservableUsername', () => {
  it('never reserves the shared default name', () => {
    expect(isReservableUsername('anonymous')).toBe(false);
    expect(isReservableUsername('Jane')).toBe(true);
  });
});
