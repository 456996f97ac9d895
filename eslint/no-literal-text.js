// Issue 29: every word a member or admin reads comes from the catalog, in their language. A text written into JSX
// (a child or a prop that is read out or shown) would be English for every reader, so the lint refuses it.

/** Props whose value a reader sees or hears. */
const TEXT_PROPS = new Set([
  'label',
  'title',
  'placeholder',
  'description',
  'alt',
  'error',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'confirmLabel',
  'cancelLabel',
  'emptyLabel',
  'loadingLabel',
  'nothingFoundMessage',
]);

// A word: any letter. Symbols, digits and punctuation alone (×, —, ·, 1/2) say nothing in a language.
const HAS_WORD = /\p{L}/u;

const MESSAGE = "Write this text in the catalog (packages/shared/messages) and call it with the reader's locale.";

/** The literal text an attribute's value holds, if it is one: "x", {'x'} or {`x ${y}`}. */
function literalText(value) {
  if (!value) return null;
  if (value.type === 'Literal') return typeof value.value === 'string' ? value.value : null;
  if (value.type !== 'JSXExpressionContainer') return null;
  const inner = value.expression;
  if (inner.type === 'Literal' && typeof inner.value === 'string') return inner.value;
  if (inner.type === 'TemplateLiteral') return inner.quasis.map((quasi) => quasi.value.cooked ?? '').join(' ');
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noLiteralText = {
  meta: { type: 'problem', docs: { description: 'No text for readers written into JSX' }, schema: [] },
  create(context) {
    return {
      JSXText(node) {
        if (HAS_WORD.test(node.value)) context.report({ node, message: MESSAGE });
      },
      JSXExpressionContainer(node) {
        // A string or template written as a child: <Text>{'Members'}</Text>.
        if (node.parent.type !== 'JSXElement' && node.parent.type !== 'JSXFragment') return;
        const text = literalText(node);
        if (text !== null && HAS_WORD.test(text)) context.report({ node, message: MESSAGE });
      },
      JSXAttribute(node) {
        if (node.name.type !== 'JSXIdentifier' || !TEXT_PROPS.has(node.name.name)) return;
        const text = literalText(node.value);
        if (text !== null && HAS_WORD.test(text)) context.report({ node, message: MESSAGE });
      },
    };
  },
};

export default { rules: { 'no-literal-text': noLiteralText } };
