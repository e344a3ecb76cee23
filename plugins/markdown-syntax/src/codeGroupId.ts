/**
 * The tabs group of every `::: code-group`: choosing a tab in one chooses it in all, and the
 * choice is remembered (stock Tabs' `groupId`; a static article's tabs read it too).
 */
export const CODE_GROUP_ID = 'code-group';
