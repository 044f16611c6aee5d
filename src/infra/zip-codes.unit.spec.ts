import { lookupZip, stateCode, stateName } from './zip-codes';

describe('zip codes', () => {
  it('finds the city and state of a US zip, offline', () => {
    expect(lookupZip('90210')).toEqual({ city: 'Beverly Hills', state: 'CA' });
    expect(lookupZip('10001')).toEqual({ city: 'New York', state: 'NY' });
  });
  it.each(['00000', '1234', '123456', 'abcde', ' 90210', ''])('finds nothing for %j', (zip) => {
    expect(lookupZip(zip)).toBeNull();
  });
  it('names states, DC and territories', () => {
    expect(stateName('CO')).toBe('Colorado');
    expect(stateName('ny')).toBe('New York');
    expect(stateName('DC')).toBe('District of Columbia');
    expect(stateName('PR')).toBe('Puerto Rico');
  });
  it('reads a state given by name or code', () => {
    expect(stateCode('new york')).toBe('NY');
    expect(stateCode('co')).toBe('CO');
    expect(stateCode('Atlantis')).toBeNull();
  });
});
