export { GiftCardLookup } from './GiftCardLookup';
