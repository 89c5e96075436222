// A Mantine modal's content as an alertdialog: a screen reader says it at once, title and message. Mantine writes
// role="dialog" last on its content and takes no role of ours; React leaves an unchanged prop's attribute alone
// afterwards, so a ref that sets the role keeps it.

/** The ref of a `Modal.Content` that is a question the owner must answer before going on. */
export const asAlertDialog = (element: HTMLElement | null) => element?.setAttribute('role', 'alertdialog');
