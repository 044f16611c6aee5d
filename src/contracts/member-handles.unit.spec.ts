import { DEFAULT_USERNAME } from './members';
import {
  HANDLE_MAX,
  HANDLE_MIN,
  handleName,
  legacyHandle,
  legacyHandleHolders,
  registeredHandle,
  shownName,
} from './member-handles';

describe('legacyHandle', () => {
  it('gives every one of the first 900,000 accounts a different six-digit handle', () => {
    const handles = new Set<number>();
    for (let uid = 1; uid <= HANDLE_MAX - HANDLE_MIN + 1; uid++) handles.add(legacyHandle(uid));
    expect(handles.size).toBe(HANDLE_MAX - HANDLE_MIN + 1);
    expect([...handles].every((handle) => handle >= HANDLE_MIN && handle <= HANDLE_MAX)).toBe(true);
  });

  it('gives neighbouring accounts handles that do not look alike', () => {
    expect(legacyHandle(2) - legacyHandle(1)).toBeGreaterThan(1_000);
  });
});

describe('legacyHandleHolders', () => {
  it('names the accounts whose derived handle a drawn one would repeat', () => {
    for (const uid of [1, 2, 17, 4_821, 899_999])
      expect(legacyHandleHolders(legacyHandle(uid), 900_000)).toEqual([uid]);
    expect(legacyHandleHolders(legacyHandle(17), 1_800_000)).toEqual([17, 900_017]);
    expect(legacyHandleHolders(legacyHandle(500), 400)).toEqual([]);
  });
});

describe('the name a member is shown under', () => {
  it('is the handle drawn at registration, or the derived one for an account from before', () => {
    expect(registeredHandle({ uid: 7, handle: 482_193 })).toBe(482_193);
    expect(registeredHandle({ uid: 7 })).toBe(legacyHandle(7));
  });

  it('is the username, or the handle where the old default name stands for none', () => {
    expect(shownName('Jane', 482_193)).toBe('Jane');
    expect(shownName(DEFAULT_USERNAME, 482_193)).toBe(handleName(482_193));
    expect(handleName(482_193)).toBe('Member 482193');
  });
});
