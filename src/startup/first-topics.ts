// The topics the product ships with: one per search theme of the old site (spec: "Search themes"),
// created on first start. Their ids follow this order on a new database (Best Friends is 1).
export interface FirstTopic {
  slug: string;
  name: string;
  keywords: string[];
}

export const FIRST_TOPICS: readonly FirstTopic[] = [
  {
    slug: 'best-friends',
    name: 'Best Friends',
    keywords: ['best friend', 'friends', 'friendship', 'mutual friends', 'social life', 'loyalty', 'support'],
  },
  {
    slug: 'blended-families',
    name: 'Blended Families',
    keywords: [
      'blended family',
      'stepfamily',
      'stepparent',
      'stepmother',
      'stepfather',
      'stepchildren',
      'half-sibling',
      'remarriage',
    ],
  },
  {
    slug: 'children',
    name: 'Children',
    keywords: [
      'children',
      'kids',
      'custody',
      'visitation',
      'child support',
      'co-parenting',
      'parenting plan',
      'teenagers',
    ],
  },
  {
    slug: 'cultural',
    name: 'Cultural',
    keywords: ['culture', 'religion', 'faith', 'tradition', 'heritage', 'community', 'stigma', 'immigration'],
  },
  {
    slug: 'dating',
    name: 'Dating',
    keywords: ['dating', 'online dating', 'new relationship', 'new partner', 'romance', 'love', 'trust'],
  },
  {
    slug: 'emotional',
    name: 'Emotional',
    keywords: ['emotions', 'grief', 'anger', 'depression', 'anxiety', 'loneliness', 'stress', 'healing', 'self-care'],
  },
  {
    slug: 'high-conflict',
    name: 'High Conflict',
    keywords: [
      'high conflict',
      'narcissist',
      'abuse',
      'domestic violence',
      'restraining order',
      'protective order',
      'harassment',
      'parental alienation',
    ],
  },
  {
    slug: 'families',
    name: 'Families',
    keywords: ['family', 'parents', 'siblings', 'in-laws', 'relatives', 'holidays', 'family gatherings'],
  },
  {
    slug: 'finances',
    name: 'Finances',
    keywords: ['money', 'finances', 'alimony', 'spousal support', 'budget', 'debt', 'assets', 'taxes', 'retirement'],
  },
  {
    slug: 'getting-divorced',
    name: 'Getting Divorced',
    keywords: [
      'divorce process',
      'filing for divorce',
      'petition',
      'separation',
      'settlement',
      'paperwork',
      'uncontested divorce',
      'court',
    ],
  },
  {
    slug: 'grandparents',
    name: 'Grandparents',
    keywords: [
      'grandparents',
      'grandchildren',
      'grandmother',
      'grandfather',
      'grandparent rights',
      'visitation rights',
    ],
  },
  {
    slug: 'lgbtq',
    name: 'LGBTQ',
    keywords: ['lgbtq', 'gay', 'lesbian', 'bisexual', 'transgender', 'queer', 'same-sex marriage', 'coming out'],
  },
  {
    slug: 'law',
    name: 'Law',
    keywords: ['law', 'legal', 'family law', 'court order', 'judge', 'statute', 'legal rights', 'state law'],
  },
  {
    slug: 'lawyers',
    name: 'Lawyers',
    keywords: ['lawyer', 'attorney', 'divorce attorney', 'legal fees', 'retainer', 'legal representation', 'counsel'],
  },
  {
    slug: 'mediators',
    name: 'Mediators',
    keywords: [
      'mediation',
      'mediator',
      'negotiation',
      'collaborative divorce',
      'agreement',
      'arbitration',
      'settlement conference',
    ],
  },
  { slug: 'pets', name: 'Pets', keywords: ['pets', 'dog', 'cat', 'pet custody', 'animals', 'veterinarian'] },
  {
    slug: 'selling-your-home',
    name: 'Selling Your Home',
    keywords: ['house', 'home', 'real estate', 'mortgage', 'selling', 'property', 'realtor', 'equity', 'moving'],
  },
  {
    slug: 'therapists',
    name: 'Therapists',
    keywords: ['therapy', 'therapist', 'counseling', 'counselor', 'psychologist', 'mental health', 'support group'],
  },
  {
    slug: 'thinking-about-divorce',
    name: 'Thinking About Divorce',
    keywords: [
      'thinking about divorce',
      'unhappy marriage',
      'marriage problems',
      'trial separation',
      'marriage counseling',
      'infidelity',
      'affair',
      'should i divorce',
    ],
  },
];
