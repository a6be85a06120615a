export const paths = { home: '/' };
