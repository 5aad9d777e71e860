# File tools (Edit Image): the Text operation lists the machine's fonts with fontconfig (fc-list,
# fc-scan) and renders with one of them, so its tests need fontconfig and at least one font.
if ! command -v fc-list >/dev/null 2>&1 || [ -z "$(fc-list 2>/dev/null | head -1)" ]; then
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fontconfig fonts-dejavu-core >/dev/null
fi
