/**
 * The Norwegian texts of the subscription pages (issue 20): the lens subscription and the Lifestyle
 * glasses subscription, their actions and the winback pages. Joined to the shop's catalogue inside
 * those views only (`components/subscription/subscriptionTexts.tsx`), so other pages do not carry
 * them. One section per part: add keys under yours.
 */
export const nbSubscription = {
  // --- states ---
  'subscription.lens.state.active': 'Aktivt',
  'subscription.lens.state.paused': 'Pauset',
  'subscription.lens.state.frozen': 'Fryst',
  'subscription.lens.state.cancelled': 'Avsluttet',
  'subscription.glasses.state.created': 'Opprettet',
  'subscription.glasses.state.active': 'Aktivt',
  'subscription.glasses.state.ending': 'Oppsagt',
  'subscription.glasses.state.terminated': 'Avsluttet',
  // --- temporary delivery address (rules in src/shop/subscriptions/lens.ts) ---
  'subscription.temporaryAddress.fromRequired': 'Velg fra hvilken dag adressen skal brukes.',
  'subscription.temporaryAddress.toRequired': 'Velg til hvilken dag adressen skal brukes.',
  'subscription.temporaryAddress.fromInPast': 'Fra-datoen kan ikke være tilbake i tid.',
  'subscription.temporaryAddress.toBeforeFrom': 'Til-datoen må være etter fra-datoen.',
  'subscription.temporaryAddress.tooLong':
    'En midlertidig adresse kan brukes i høyst ett år. Endre leveringsadressen i stedet.',

  // --- lens subscription pages (list, lens subscription, add product, payment method) ---

  // --- glasses subscription pages (Lifestyle, perks, documents, connect, winback) ---
} as const;
