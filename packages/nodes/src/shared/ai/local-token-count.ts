/**
 * Token counts from the tokenizer ranks bundled with js-tiktoken, for LangChain models.
 *
 * LangChain's `getNumTokens` downloads the model's tokenizer from tiktoken.pages.dev the first
 * time. On a self-hosted instance without internet access that download hangs until the DNS
 * lookup gives up (105 s here) before LangChain falls back to an estimate, so a map-reduce
 * summary or a streamed answer stalls. Models supplied by Weft's model nodes count locally.
 */
type Encoder = { encode(text: string): number[] };
const encoders = new Map<string, Promise<Encoder>>();

/** The encoding OpenAI's tokenizer uses for a model name (o200k for the GPT-4o generation on). */
export function encodingOfModel(model: string | undefined): 'o200k_base' | 'cl100k_base' {
  return /^(gpt-4o|gpt-4\.1|gpt-4\.5|gpt-5|o\d|chatgpt-4o)/.test(model ?? '') ? 'o200k_base' : 'cl100k_base';
}

async function encoder(name: 'o200k_base' | 'cl100k_base'): Promise<Encoder> {
  let found = encoders.get(name);
  if (!found) {
    found = (async () => {
      const [{ Tiktoken }, ranks] = await Promise.all([
        import('js-tiktoken/lite'),
        name === 'o200k_base' ? import('js-tiktoken/ranks/o200k_base') : import('js-tiktoken/ranks/cl100k_base'),
      ]);
      return new Tiktoken(ranks.default);
    })();
    encoders.set(name, found);
  }
  return found;
}

/** The text of a prompt's content (a string, or text parts of a message's content). */
function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content))
    return content
      .map((part) => (typeof part === 'string' ? part : String((part as { text?: unknown })?.text ?? '')))
      .join('');
  return '';
}

/**
 * Makes a LangChain model count tokens with the bundled tokenizer instead of downloading one
 * (its `getNumTokens`, which chains and token estimates call). Answers the same model.
 */
export function withLocalTokenCount<M>(model: M): M {
  const target = model as { getNumTokens?: unknown; model?: string; modelName?: string };
  if (typeof target.getNumTokens !== 'function') return model;
  const name = encodingOfModel(target.model ?? target.modelName);
  target.getNumTokens = async (content: unknown) => (await encoder(name)).encode(textOf(content)).length;
  return model;
}
