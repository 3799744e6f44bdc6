/** The Citadels card data: districts, characters and the official presets. */
export * from './districts';
export * from './characters';
export * from './presets';
