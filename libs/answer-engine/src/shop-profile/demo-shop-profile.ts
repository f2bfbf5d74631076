import DEMO_GOLF_SHOP from './demo-golf-shop.json';
import { parseShopProfile } from './parse-shop-profile';
import type { ShopProfile } from './shop-profile';

/**
 * The demo golf shop's profile (demo-golf-shop.json): the chat service's unless SHOP_PROFILE
 * names another, and a model for another shop's file.
 */
export const DEMO_SHOP_PROFILE: ShopProfile = parseShopProfile(DEMO_GOLF_SHOP);
