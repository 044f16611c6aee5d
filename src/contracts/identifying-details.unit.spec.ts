import {
  describeIdentifyingDetails,
  findIdentifyingDetails,
  IDENTIFYING_DETAILS_WARNING,
  identifyingDetailsRefusal,
} from './identifying-details';

describe('findIdentifyingDetails', () => {
  describe('email addresses', () => {
    it.each([
      'Write to me at jane.doe@example.com if you want.',
      'JANE+court@Mail.Example.co.uk',
      'my ex is j_smith99@gmail.com',
      'jane [at] example [dot] com',
      'jane at example dot com',
      'josé@correo.es',
    ])('finds one in %p', (text) => {
      expect(findIdentifyingDetails(text)).toEqual(['email']);
    });

    it.each([
      'Follow @divorcehelp for tips',
      'me@home',
      'we met at the office dot party',
      'a@b',
      'Email me through the site.',
    ])('finds none in %p', (text) => {
      expect(findIdentifyingDetails(text)).toEqual([]);
    });
  });

  describe('phone numbers', () => {
    it.each([
      'Call me at (555) 234-5678 after six.',
      'my cell: 555-234-5678',
      '555.234.5678',
      '555 234 5678',
      '5552345678',
      '+1 555 234 5678',
      '1-555-234-5678',
      'her number is 234-5678',
      'In London: +44 20 7946 0958',
      // The exchange starts with 0 or 1 in no real number, but people type them so (555-123-4567).
      'Text me on 555-123-4567.',
      'Call (555) 123-4567',
      '(555)123-4567',
      'his number is 555.123.4567',
      '+1 555 123 4567',
      '1-555-012-3456',
    ])('finds one in %p', (text) => {
      expect(findIdentifyingDetails(text)).toEqual(['phone']);
    });

    it.each([
      'We were married from 2009-2021.',
      'The settlement was $250,000 and rent is $1,800/month.',
      'ISBN 978-0-143-12774-8',
      'Call 988 or the hotline at 1-800-799-7233.',
      'The hotline: (800) 799-7233, or 800 799 7233.',
      'Case number 2021-DR-004512',
      'Hearing on 03/15/2024 at 10:30.',
      'Our zip is 90210-1234.',
      'Order 1234567890 arrived.',
      'page 234 5678',
      'She is 34 and he is 41, with 3 kids aged 4, 7 and 12.',
      'Order 5551234567 arrived.',
      'From 1995 to 2021, 26 years.',
      'The house sold for $555,123 in 2019.',
      'The video has 555,123,4567 views.',
      'Case 2021-123-4567',
      'We paid 1,200 in 2019 and 12,500 in 2020.',
    ])('finds none in %p', (text) => {
      expect(findIdentifyingDetails(text)).toEqual([]);
    });
  });

  describe('street addresses', () => {
    it.each([
      'We lived at 42 Oak Street for ten years.',
      'send it to 1600 Pennsylvania Avenue',
      'He moved to 17 N. Maple Hill Rd.',
      'the house on 350 5th Ave',
      '12 Elm st',
      'Write to P.O. Box 1234',
      'PO Box 77',
      '8 Sunset Blvd, apt 2',
    ])('finds one in %p', (text) => {
      expect(findIdentifyingDetails(text)).toEqual(['address']);
    });

    it.each([
      'In 2019 Family Court ordered joint custody.',
      'I spent 2 days on the road.',
      'Book review: 2 Days On The Road',
      'We drove down Main Street.',
      'Take the 3 kids to the park on Oak Street.',
      'Chapter 11 Drive',
      'I have 2 boxes of his stuff.',
    ])('finds none in %p', (text) => {
      expect(findIdentifyingDetails(text)).toEqual([]);
    });
  });

  describe('full names', () => {
    it.each([
      'My lawyer is John Smith and he is great.',
      'Then John Smith called my mother.',
      'I told Maria José García everything.',
      'We hired Sean O’Brien, then Kate McDonald.',
      'The judge listened to Anna Smith-Jones.',
      'Yesterday Mark Evans said no.',
      'I met John F. Kennedy once.',
      'Thanks for reading.\nJane Doe',
      'Ask Dr. Jane Roberts about it.',
      'My ex, Tom Baker, took the car.',
    ])('finds one in %p', (text) => {
      expect(findIdentifyingDetails(text)).toEqual(['name']);
    });

    it.each([
      'Yesterday Mark called me.',
      'When Sarah was born we were happy.',
      'We moved to New York last year.',
      'Our hearing is in Family Court next Monday.',
      'My kids visit every Tuesday and Christmas Eve.',
      'I live in Austin Texas now, near San Francisco friends.',
      'The Supreme Court ruled on Social Security again.',
      'We tried Our Family Wizard and Google Calendar.',
      'How To Survive Divorce',
      'Moving Forward Together After Divorce',
      'Co-Parenting Tips for the holidays',
      'I read Finding Peace last week.',
      'Happy Thanksgiving everyone!',
      'My Mother-In-Law helps a lot.',
      'I think I Love My kids more every day.',
      'DIVORCE IS HARD',
      'Mr. Smith was late.',
      'Best Regards',
      'we went to los angeles with jane smith',
    ])('finds none in %p', (text) => {
      expect(findIdentifyingDetails(text)).toEqual([]);
    });
  });

  it('answers every kind found, in a fixed order, across the texts given', () => {
    expect(
      findIdentifyingDetails('Call my lawyer Jane Doe at 555-234-5678', 'or jane@example.com', 'or 42 Oak Street'),
    ).toEqual(['email', 'phone', 'address', 'name']);
  });

  it('looks at each text alone: the end of a title and the start of the text make no name', () => {
    expect(findIdentifyingDetails('Advice for Linda', 'Carter told me to write.')).toEqual([]);
  });

  it('reads hostile texts at the size limit in one pass, not in quadratic time', () => {
    const hostile = [
      'a'.repeat(20_000),
      'Aa '.repeat(6_600),
      '1'.repeat(20_000),
      ' .'.repeat(10_000),
      'x@'.repeat(10_000),
      '+1 '.repeat(6_600),
      '1 Aa '.repeat(4_000),
    ];
    const started = performance.now();
    for (const text of hostile) findIdentifyingDetails(text);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('finds nothing in empty or plain texts', () => {
    expect(findIdentifyingDetails()).toEqual([]);
    expect(findIdentifyingDetails('', '   ', 'We separate next month.\nThey are 6 and 9.')).toEqual([]);
  });
});

describe('describeIdentifyingDetails', () => {
  it('names the kinds in plain words', () => {
    expect(describeIdentifyingDetails(['phone'])).toBe('a phone number');
    expect(describeIdentifyingDetails(['email', 'phone'])).toBe('an email address and a phone number');
    expect(describeIdentifyingDetails(['email', 'phone', 'address', 'name'])).toBe(
      'an email address, a phone number, a street address and a full name',
    );
  });
});

describe('identifyingDetailsRefusal', () => {
  it('is the warning followed by what was found', () => {
    expect(identifyingDetailsRefusal(['address', 'name'])).toBe(
      `${IDENTIFYING_DETAILS_WARNING} Found: a street address and a full name.`,
    );
  });
});
