import { handleName, HANDLE_MAX, HANDLE_MIN } from './member-handles';
import { MESSAGES } from './messages';
import { isAcceptableUsername, USERNAME_PROBLEM_MESSAGES, usernameProblem } from './username-rules';

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

describe('usernameProblem', () => {
  it.each([
    ['x', 'tooShort'],
    [' y ', 'tooShort'],
    ['a'.repeat(31), 'tooLong'],
    ['<script>', 'invalid'],
    ['TheAdmin', 'invalid'],
    ['Deleted member', 'reserved'],
    ['deleted  MEMBER', 'reserved'],
    ['Deleted_Member', 'reserved'],
    ['deleted-member', 'reserved'],
    ['DeletedMember', 'reserved'],
    ['A member under a pseudonym', 'reserved'],
  ])('finds %p %s', (name, problem) => {
    expect(usernameProblem(name)).toBe(problem);
  });

  it.each(['Jane', 'ab', 'a'.repeat(30), 'Deleted memories', 'Undeleted member'])(
    'finds nothing wrong with %p',
    (name) => {
      expect(usernameProblem(name)).toBeNull();
    },
  );

  it('says the length rule for a name too short or too long, not its characters', () => {
    expect(USERNAME_PROBLEM_MESSAGES.tooShort).toBe(MESSAGES.usernameTooShort);
    expect(USERNAME_PROBLEM_MESSAGES.tooLong).toBe('Please keep your username to 30 characters or fewer.');
    expect(USERNAME_PROBLEM_MESSAGES.tooShort).not.toBe(MESSAGES.usernameInvalid);
  });
});
