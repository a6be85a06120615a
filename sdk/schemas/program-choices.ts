// The choices of a programme and of the programme search as plain lists, without their schemas,
// so that a page offering them as filters downloads no validation code.

/** How a programme is taught. */
export const STUDY_MODES = ['FULL_TIME', 'PART_TIME', 'ONLINE', 'BLENDED'] as const;

/** The orders of the programme search: best match, next application deadline, lowest tuition. */
export const PROGRAM_SORTS = ['relevance', 'deadline', 'tuition'] as const;
