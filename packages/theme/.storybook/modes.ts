/** Story `globals` for the colour mode and the two viewports every component is shown at. */
export const dark = { colorMode: 'dark' };
export const mobile = { viewport: { value: 'mobile', isRotated: false } };
export const desktop = { viewport: { value: 'desktop', isRotated: false } };
