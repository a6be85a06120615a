export const findApplication = (id: number) => ({ id });
