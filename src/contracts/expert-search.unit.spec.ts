import { EXPERT_SEARCH_MESSAGES, locationMessage, searchRefusalField } from './expert-search';

describe('locationMessage', () => {
  const beverlyHills = (found: number, inCity = 0) => ({ code: '90211', city: 'Beverly Hills', found, inCity });

  describe('for a zip search', () => {
    it.each([
      [0, 3, 'While we found no experts in Beverly Hills, we did find these experts from elsewhere in California:'],
      [0, 0, 'We do not currently have any registered experts in California.'],
      [2, 0, 'No additional experts found in California.'],
      [2, 5, 'More experts elsewhere in California:'],
    ])('with %i in the zip and %i elsewhere in the state says %p', (found, elsewhere, message) => {
      expect(locationMessage({ zip: beverlyHills(found), stateName: 'California', elsewhere })).toBe(message);
    });

    it('names the zip, not the city, when the city has experts in its other zips', () => {
      expect(locationMessage({ zip: beverlyHills(0, 1), stateName: 'California', elsewhere: 3 })).toBe(
        'While we found no experts in 90211, we did find these experts from elsewhere in California:',
      );
    });
  });

  describe('for a state search', () => {
    it('says the state has no experts when it has none', () => {
      expect(locationMessage({ zip: null, stateName: 'Vermont', elsewhere: 0 })).toBe(
        'We do not currently have any registered experts in Vermont.',
      );
    });

    it('says nothing when the list of the state’s experts speaks for itself', () => {
      expect(locationMessage({ zip: null, stateName: 'Vermont', elsewhere: 1 })).toBeNull();
    });
  });
});

describe('searchRefusalField', () => {
  it.each([
    [EXPERT_SEARCH_MESSAGES.zipInvalid, 'zip'],
    [EXPERT_SEARCH_MESSAGES.zipUnknown, 'zip'],
    [EXPERT_SEARCH_MESSAGES.stateUnknown, 'state'],
    [EXPERT_SEARCH_MESSAGES.zipOrStateRequired, null],
  ])('puts %p beside the %s field', (message, field) => {
    expect(searchRefusalField(message)).toBe(field);
  });
});
