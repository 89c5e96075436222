// English function words that carry no topic. Negations and question words that change meaning
// ("not", "why", "when") are kept on purpose: "card not working" and "card working" differ.
export const ENGLISH_STOP_WORDS: ReadonlySet<string> = new Set([
  'a', 'about', 'am', 'an', 'and', 'any', 'are', 'as', 'at', 'be', 'been', 'being', 'but', 'by', 'can', 'could',
  'did', 'do', 'does', 'doing', 'for', 'from', 'had', 'has', 'have', 'having', 'he', 'her', 'hers', 'him', 'his',
  'i', 'if', 'im', 'in', 'into', 'is', 'it', 'its', 'itself', 'just', 'let', 'me', 'my', 'myself', 'of', 'on', 'or',
  'our', 'ours', 'please', 'she', 'should', 'so', 'some', 'than', 'that', 'the', 'their', 'theirs', 'them', 'then',
  'there', 'these', 'they', 'this', 'those', 'to', 'too', 'us', 'very', 'was', 'we', 'were', 'will', 'with',
  'would', 'you', 'your', 'yours', 'yourself',
]);

// Chinese function characters and words, in the Simplified form that normalise() folds everything to:
// particles, pronouns and question words that every FAQ phrasing shares. A CJK unigram or bigram made only
// of these is dropped; bigrams that join a function character to a content character are kept.
export const CHINESE_STOP_CHARACTERS: ReadonlySet<string> = new Set(
  Array.from('的了吗呢吧啊呀么嘛我你您他她它们是在有要和跟与及或也都就会能该把被给个这那怎什哪请问吗如何若'),
);

export const CHINESE_STOP_BIGRAMS: ReadonlySet<string> = new Set([
  '怎么', '什么', '如何', '哪里', '哪些', '可以', '请问', '是否', '为何', '的话', '如果', '这样', '那个', '这个',
  '应该', '一下', '我们', '你们', '怎样', '么办', '要怎', '么样', '有没', '没有', '能否', '是不', '不是',
]);
