/**
 * Python run inside the sandbox child before any user code: it defines `_weft_run(job)`, which
 * builds n8n's Code-node globals (`_input`, `_json`, `items`/`item`, `_('Node')`, `_workflow`,
 * `_now`…) from the JSON the host sent, runs the user's code as n8n does (the body of an
 * `async def`, fresh globals per run), and answers one JSON string: the returned value, or the
 * Python error (type, n8n's message `Type: text`, line in the user's code).
 *
 * Objects are dicts that also allow attribute access (`item.json.name`, `item["json"]["name"]`),
 * as n8n's JavaScript objects seen from Pyodide do.
 */
export const PYTHON_PRELUDE = String.raw`
import json as _wj
import sys as _wsys
import traceback as _wtb

_WEFT_FILE = '<code>'

class _WeftObj(dict):
    __slots__ = ()
    def __getattr__(self, key):
        try:
            return self[key]
        except KeyError:
            raise AttributeError(key) from None
    def __setattr__(self, key, value):
        self[key] = value
    def __delattr__(self, key):
        try:
            del self[key]
        except KeyError:
            raise AttributeError(key) from None

class _WeftDenied:
    # A scope value the host refused (e.g. _env with env access switched off): any use raises.
    __slots__ = ('_message',)
    def __init__(self, message):
        object.__setattr__(self, '_message', message)
    def _deny(self, *args, **kwargs):
        raise PermissionError(object.__getattribute__(self, '_message'))
    __getattr__ = __getitem__ = __iter__ = __len__ = __contains__ = __call__ = _deny
    def __repr__(self):
        self._deny()

class _WeftDateTime(str):
    __slots__ = ()
    def toISO(self, *args):
        return str(self)
    def toString(self):
        return str(self)
    def toJSON(self):
        return str(self)

def _weft_load(value):
    if isinstance(value, dict):
        if len(value) == 1 and '\u0000dt' in value:
            return _WeftDateTime(value['\u0000dt'])
        return _WeftObj((k, _weft_load(v)) for k, v in value.items())
    if isinstance(value, list):
        return [_weft_load(v) for v in value]
    return value

class _WeftInput:
    def __init__(self, items, index, params):
        self._items = items
        self._index = index
        self.params = params
    def all(self, *args):
        return self._items
    def first(self, *args):
        return self._items[0] if self._items else None
    def last(self, *args):
        return self._items[-1] if self._items else None
    @property
    def item(self):
        return self._items[self._index] if self._index < len(self._items) else None

class _WeftNodeRef:
    def __init__(self, ref, index):
        self._ref = ref
        self._index = index
        self.isExecuted = ref.get('isExecuted', True)
        self.params = ref.get('params')
    def all(self, *args):
        return self._ref['all']
    def first(self, *args):
        return self._ref['first']
    def last(self, *args):
        return self._ref['last']
    @property
    def item(self):
        items = self._ref.get('items') or []
        return items[self._index] if self._index < len(items) else None

def _weft_node_fn(refs, index):
    def _(name):
        ref = refs.get(name)
        if ref is None:
            raise ReferenceError("Referenced node doesn't exist")
        if 'error' in ref:
            raise ReferenceError(ref['error'])
        return _WeftNodeRef(ref, index)
    return _

def _weft_strip(value):
    # Pyodide turns None into undefined, which n8n's output then drops from objects.
    if isinstance(value, dict):
        return {k: _weft_strip(v) for k, v in value.items() if v is not None}
    if isinstance(value, (list, tuple)):
        return [_weft_strip(v) for v in value]
    return value

class _WeftUnserializable(TypeError):
    pass

def _weft_default(value):
    if isinstance(value, (set, frozenset, tuple)):
        return list(value)
    if isinstance(value, _WeftInput) or isinstance(value, _WeftNodeRef):
        raise _WeftUnserializable('Cannot return an object of type ' + type(value).__name__)
    raise _WeftUnserializable("Object of type '" + type(value).__name__ + "' cannot be returned from the Code node")

def _weft_error(error):
    line = None
    for frame in _wtb.extract_tb(error.__traceback__):
        if frame.filename == _WEFT_FILE:
            line = frame.lineno - 1
    if isinstance(error, SyntaxError) and error.filename == _WEFT_FILE and error.lineno:
        line = error.lineno - 1
    type_name = type(error).__name__
    # n8n shows the Python traceback from the first mention of the error's type onwards.
    text = ''.join(_wtb.format_exception(type(error), error, error.__traceback__))
    start = text.find(type_name)
    message = text[start:] if start != -1 else text
    return {'type': type_name, 'message': message, 'line': line}

async def _weft_run_one(code, scope):
    source = 'async def __main():\n' + '\n'.join('  ' + l for l in code.split('\n'))
    exec(compile(source, _WEFT_FILE, 'exec', dont_inherit=True), scope)
    return await scope['__main']()

async def _weft_run(job_text):
    job = _wj.loads(job_text)
    items = _weft_load(job['items'])
    shared = _weft_load(job['shared'])
    refs = _weft_load(job['refs'])
    params = shared.pop('$input.params', None)
    texts = []
    indexes = [0] if job['mode'] == 'runOnceForAllItems' else list(range(len(items)))
    for index in indexes:
        scope = {'__builtins__': __builtins__, '__name__': '__main__'}
        for key, value in shared.items():
            scope['_' + key[1:] if key.startswith('$') else key] = value
        for key, message in job.get('denied', {}).items():
            scope['_' + key[1:] if key.startswith('$') else key] = _WeftDenied(message)
        item = items[index] if index < len(items) else None
        scope['_input'] = _WeftInput(items, index, params)
        scope['_json'] = item['json'] if item is not None else None
        scope['_binary'] = item.get('binary', _WeftObj()) if item is not None else _WeftObj()
        scope['_itemIndex'] = index
        scope['_'] = _weft_node_fn(refs, index)
        if job['mode'] == 'runOnceForAllItems':
            scope['items'] = items
        else:
            scope['item'] = item
        try:
            value = _weft_strip(await _weft_run_one(job['code'], scope))
            texts.append(_wj.dumps(value, default=_weft_default, allow_nan=False))
        except BaseException as error:
            if job.get('continueOnFail') and job['mode'] != 'runOnceForAllItems':
                texts.append(_wj.dumps({'\u0000err': _weft_error(error)}))
                continue
            return _wj.dumps({'ok': False, 'index': index, 'error': _weft_error(error)})
    return '{"ok": true, "results": [' + ', '.join(texts) + ']}'
def _weft_cut_js():
    # Defence in depth: drop every route from Python to JavaScript objects that Pyodide keeps in
    # module globals (the pyodide_js API object, its FS, loaders), so user code starts with none.
    from pyodide.ffi import JsProxy
    for name in ('js', 'pyodide_js'):
        _wsys.modules.pop(name, None)
    for name, module in list(_wsys.modules.items()):
        if name == 'pyodide.webloop':
            continue  # its timer callback (a plain JS function) runs asyncio
        space = getattr(module, '__dict__', None)
        if not isinstance(space, dict):
            continue
        for key, value in list(space.items()):
            if isinstance(value, JsProxy):
                try:
                    delattr(module, key)
                except Exception:
                    space.pop(key, None)
    try:
        import _pyodide._importhook as hook
        for finder in _wsys.meta_path:
            store = getattr(finder, 'jsproxies', None)
            if isinstance(store, dict):
                store.clear()
    except Exception:
        pass

_weft_cut_js()
del _weft_cut_js

def _weft_block_system():
    # Pyodide's system() would call Node's child_process (refused by the permission model, which
    # kills the interpreter): refuse it in Python first, with n8n's message.
    import os, posix
    def blocked(*args, **kwargs):
        raise RuntimeError('Blocked for security reasons')
    for module in (os, posix):
        for name in ('system', 'popen', 'execv', 'execve', 'spawnv', 'spawnve', 'posix_spawn', 'posix_spawnp', 'fork', 'forkpty'):
            if hasattr(module, name):
                setattr(module, name, blocked)

_weft_block_system()
del _weft_block_system
`;
