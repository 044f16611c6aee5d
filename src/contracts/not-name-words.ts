// Capitalized words that are not a person's first or last name, so two of them side by side, or one
// beside a name, are not read as a full name ("New York", "Family Court", "Next Monday", "Dr Smith").
// Kept short on purpose: the warning is gentle and has "Post anyway", so a rare miss or false alarm
// costs little, while every word here also hides a real name that happens to be spelled the same.
const GROUPS = {
  // Words that start clauses or sit in title-case phrases.
  grammar: `a an the and or but nor of to in on at by for from with without about after before over under into
    up down out off as if so than then that this these those there here is are was were be been am do does did have has had
    can could will would shall should may might must not no yes my your our his her their its me you we he she they them us
    him it what why how when where who whom which whose all any some every each more most much many few one two three
    first second third last next new old best better good great big little just only also still again ever never always
    now today tomorrow yesterday tonight please thank thanks dear hello hi hey happy merry sorry okay ok god kind regards
    sincerely cheers wishes`,
  time: `monday tuesday wednesday thursday friday saturday sunday january february march april june july august
    september october november december christmas easter thanksgiving hanukkah halloween passover ramadan eid valentine
    valentines eve day days week weekend month year years morning night`,
  family: `mom mum dad mother father mothers fathers parent parents son daughter wife husband ex partner boyfriend
    girlfriend friend brother sister grandma grandpa grandmother grandfather aunt uncle baby kids kid child children`,
  // Titles before a name: "Dr Jane Smith" is still caught by "Jane Smith".
  titles: `mr mrs ms miss mx dr prof sir madam rev jr sr judge justice attorney lawyer officer detective sheriff captain`,
  places: `new san santa los las el la le de des del saint st fort ft port mount mt lake north south east west northern
    southern central united states state city county town village island islands beach valley park bay river springs
    falls heights hills kingdom america american canada mexico england`,
  // Single-word state names, so that "Austin Texas" is a place (two-word ones start with a word above).
  states: `alabama alaska arizona arkansas california colorado connecticut delaware florida georgia hawaii idaho illinois
    indiana iowa kansas kentucky louisiana maine maryland massachusetts michigan minnesota mississippi missouri montana
    nebraska nevada ohio oklahoma oregon pennsylvania tennessee texas utah vermont virginia washington wisconsin wyoming`,
  // Courts, agencies, services and the site's own subjects.
  institutions: `court courts family supreme superior circuit district probate juvenile appeals department office
    services service agency center centre hospital clinic university college school church bank insurance company inc
    llc group foundation association club house senate congress federal national act law laws code order decree
    protective restraining support custody alimony divorce marriage separation mediation mediator parenting co plan
    agreement settlement petition motion hearing trial case social security medicare medicaid tax health mental care
    therapy therapist counseling review book books chapter part section article video question questions answer
    guide tips help advice update story life love home money work kids community member members expert experts`,
  brands: `google facebook instagram twitter tiktok youtube amazon apple iphone microsoft zoom netflix venmo paypal zelle`,
};

export const NOT_NAME_WORDS: ReadonlySet<string> = new Set(
  Object.values(GROUPS).flatMap((words) => words.trim().split(/\s+/)),
);
