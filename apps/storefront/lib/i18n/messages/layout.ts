// Site shell texts: header, navigation, footer, store switcher.
export const layoutMessages = {
  'footer.allRightsReserved': 'All rights reserved.',
} as const;
