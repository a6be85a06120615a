export const countries = ['Austria'];
