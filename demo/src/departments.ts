/** The shop's five departments, as the home page and the fallback header list them. */
export const departments = [
  { href: '/briller', title: 'Briller', text: 'Over 600 innfatninger fra kjente merker' },
  { href: '/solbriller', title: 'Solbriller', text: 'Med og uten styrke' },
  { href: '/kontaktlinser', title: 'Kontaktlinser', text: 'Endags-, måneds- og abonnement' },
  { href: '/sportsbriller', title: 'Sportsbriller', text: 'Til løp, sykkel og ski' },
  { href: '/oeyehelse', title: 'Øyehelse', text: 'Dråper, rens og pleie' },
] as const;
