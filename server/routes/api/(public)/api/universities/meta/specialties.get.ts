// Spec part 1, 7: some screens call the meta routes with an extra /api prefix; both work.
export { default } from '#server/routes/api/(public)/universities/meta/specialties.get.ts';
