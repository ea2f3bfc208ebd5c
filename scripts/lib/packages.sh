# Installing what a script needs, in one place: Debian packages through apt-get, and Python
# packages from PyPI into one venv that every script shares. Sourced, not run:
#
#   source "$root/scripts/lib/packages.sh"
#   debian_packages chromium || exit 2          # installs whichever are missing
#   python_tools pillow playwright || exit 2    # then "$python_tools/bin/python" imports them
#
# Both do nothing when everything is there already, so scripts call them on every run.

python_tools="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)/.build/python-tools"

# debian_packages PACKAGE…: installs the packages dpkg does not list as installed, as root or
# through sudo. The package index is refreshed only when it is empty or an install fails on it,
# since `apt-get update` is the slow part and a fresh machine may never have run it.
debian_packages() {
  local package missing=()
  for package in "$@"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
  done
  [ ${#missing[@]} -eq 0 ] && return 0

  local apt_get=(apt-get)
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then
      apt_get=(sudo apt-get)
    else
      echo "packages: missing Debian packages: ${missing[*]}" >&2
      echo "packages: install them as root (apt-get install -y ${missing[*]}) and run this again" >&2
      return 2
    fi
  fi
  echo "packages: installing ${missing[*]}" >&2
  local install=(env DEBIAN_FRONTEND=noninteractive "${apt_get[@]}" install -y -qq --no-install-recommends "${missing[@]}")
  local update=(env DEBIAN_FRONTEND=noninteractive "${apt_get[@]}" update -qq)
  if ! compgen -G "/var/lib/apt/lists/*_Packages*" >/dev/null; then
    "${update[@]}" >&2 || true
  fi
  if ! "${install[@]}" >&2 && ! { "${update[@]}" && "${install[@]}"; } >&2; then
    echo "packages: apt-get could not install: ${missing[*]}" >&2
    echo "packages: install them by hand (apt-get install -y ${missing[*]}) and run this again" >&2
    return 2
  fi
}

# python_tools DISTRIBUTION…: the shared venv, $python_tools, with these PyPI distributions in it
# (pip's names: pillow, playwright, pixelmatch-fast). Debian's python3-venv comes first if the
# system Python cannot make a venv.
python_tools() {
  if [ ! -x "$python_tools/bin/python" ]; then
    if ! python3 -c "import ensurepip, venv" >/dev/null 2>&1; then
      debian_packages python3 python3-venv || return 2
    fi
    python3 -m venv "$python_tools" >&2 || { echo "packages: could not create the venv $python_tools" >&2; return 2; }
  fi
  local distribution missing=()
  for distribution in "$@"; do
    "$python_tools/bin/python" -c "import importlib.metadata as m, sys; m.version(sys.argv[1])" "$distribution" \
      >/dev/null 2>&1 || missing+=("$distribution")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "packages: installing ${missing[*]} from PyPI into $python_tools" >&2
  "$python_tools/bin/pip" install --quiet "${missing[@]}" >&2 || {
    echo "packages: pip could not install: ${missing[*]}" >&2
    return 2
  }
}
