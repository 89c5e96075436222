// Similar-question buttons as LINE and Messenger quick replies. Both cut a label at 20 characters, so real questions
// ("How much is parking at garage 3 …", "How much is parking at garage 4 …") would show as the same label, and the
// user could not tell them apart until after a tap. When any label would be cut, the reply's text lists the questions
// in full, numbered, and each label starts with its number; labels that fit are left as they are.

export function numberedChoices(text: string, labels: readonly string[], labelMax: number): { text: string; labels: string[] } {
  if (labels.every((label) => Array.from(label).length <= labelMax)) return { text, labels: [...labels] };
  const numbered = labels.map((label, i) => `${i + 1}. ${label}`);
  return { text: [text, ...numbered].filter(Boolean).join('\n'), labels: numbered };
}
