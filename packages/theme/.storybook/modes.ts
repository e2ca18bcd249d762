/**
 * Story `globals` for a phone-width story. Stories pin neither a colour mode (the toolbar and the
 * browser tests show every story in both) nor the desktop width (a 1280 px frame is cut off in a
 * window narrower than the canvas needs; the canvas itself is wide enough).
 */
export const mobile = { viewport: { value: 'mobile', isRotated: false } };
