export { type HomeFeature, HomeFeatures, type HomeFeaturesProps } from './HomeFeatures.js';
export { HomeHero, type HomeHeroProps } from './HomeHero.js';
