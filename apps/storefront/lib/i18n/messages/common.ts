// Shared texts (errors, generic screens). Keys follow the specification's message keys.
export const commonMessages = {
  'app.maintenance': '{appName} is currently down for scheduled maintenance.',
  'app.error.title': 'Oops, we are sorry!',
  'app.error.message': 'We just found a small error. If the problem persists please contact us.',
  'app.error.continue': 'Continue',
  'app.error.generic': 'Whoops, something went wrong! If the problem persists, please contact us.',
  'app.notFound.title': 'Page not found',
  'app.notFound.message': 'The page you are looking for does not exist or has moved.',
  'app.notFound.home': 'Go to the home page',
  'app.saving.error':
    'An error occurred while saving the information. Please try again in a few minutes.',
  'app.loading': 'Loading…',
  'app.pageTitle': '{brand} - {page}',
} as const;
