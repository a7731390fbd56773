#!/bin/sh
# tests/fresh.sh [COMMAND...]: the README's two commands as a new user
# types them, on a bare Debian (make fresh; .ci/run).
#
# Makes a root with `debootstrap --variant=minbase --include=git` from
# the Debian mirror and suite this machine's apt uses, clones this
# checkout's HEAD into it (what is committed, nothing else) and runs
# there, read from README.md: the first command (install, build, open),
# its final ./gitview under an Xvfb of the root's own with a time limit,
# checking that the window opened and that q closes it with status 0;
# then the second, make test, whose status is this script's. Each
# COMMAND then runs in the clone too (.ci/run: make fuzz).
#
# Needs root (debootstrap, chroot, mount) and debootstrap. The base root
# is kept in tests/out/fresh/base.tar.gz for the next run by hand
# (FRESH_CACHE=0, or CI, makes a new one). FRESH_WITHOUT="PKG..." leaves
# packages out of the clone's tests/packages: the run must then fail.

cd "$(dirname "$0")/.." || exit 2
TOP=$(pwd)
OUT=${TEST_OUT:-$TOP/tests/out}
FRESH=$OUT/fresh
ROOT=$FRESH/root
LIMIT=${FRESH_LIMIT:-60}

say()
{
	echo "fresh: $*"
}
die()
{
	echo "fresh: $*" >&2
	exit 2
}

[ "$(id -u)" = 0 ] || die "needs root: debootstrap, chroot and mount"
command -v debootstrap >/dev/null 2>&1 ||
	die "missing: debootstrap (apt-get install debootstrap)"

# what README.md says: the first command, which must end in ./gitview,
# and the indented line after it
cmd1=$(sed -n 's/^    \(apt-get .*\)$/\1/p' README.md | head -n 1)
cmd2=$(awk '/^    apt-get / { f = 1; next } f && /^    [^ ]/ { sub(/^    /, ""); print; exit }' README.md)
[ -n "$cmd1" ] || die "README.md has no indented apt-get command"
[ -n "$cmd2" ] || die "README.md has no second command after its first"
prefix=${cmd1% && ./gitview}
[ "$prefix" != "$cmd1" ] || die "README.md's first command does not end in '&& ./gitview': $cmd1"

# the Debian source this machine is configured with
mirror=$(sed -n 's/^URIs: *\([^ ]*\).*/\1/p' /etc/apt/sources.list.d/*.sources 2>/dev/null |
	grep -v security | head -n 1)
[ -n "$mirror" ] || mirror=$(sed -n 's/^deb \(\[[^]]*\] \)\{0,1\}\([^ ]*\) .*/\2/p' \
	/etc/apt/sources.list 2>/dev/null | grep -v security | head -n 1)
suite=$( . /etc/os-release && echo "${VERSION_CODENAME:-}")
[ -n "$mirror" ] && [ -n "$suite" ] || die "cannot tell this machine's Debian mirror and suite"

# undo: end whatever still runs in the root, unmount, remove it. rm stays
# on the root's own file system, and only once nothing is mounted in it.
inroot()
{
	for _d in /proc/[0-9]*; do
		[ "$(readlink "$_d/root" 2>/dev/null)" = "$ROOT" ] && echo "${_d#/proc/}"
	done
}
teardown()
{
	for _p in $(inroot); do
		kill -9 "$_p" 2>/dev/null
	done
	for _m in $(awk -v r="$ROOT" 'index($2, r) == 1 { print $2 }' /proc/mounts | sort -r); do
		umount "$_m" 2>/dev/null || umount -l "$_m"
	done
	if awk -v r="$ROOT" 'index($2, r) == 1 { f = 1 } END { exit !f }' /proc/mounts; then
		echo "fresh: still mounted under $ROOT; not removed" >&2
		return 1
	fi
	rm -rf --one-file-system "$ROOT"
}
trap 'teardown' EXIT
trap 'exit 130' INT TERM HUP

mkdir -p "$FRESH"
teardown || exit 2
t0=$(date +%s)
base=$FRESH/base.tar.gz
if [ "${FRESH_CACHE:-1}" = 1 ] && [ "${CI:-}" != true ] && [ -s "$base" ]; then
	mkdir -p "$ROOT" && tar -xzf "$base" -C "$ROOT" || die "cannot unpack $base"
	say "a bare $suite root from $base"
else
	say "debootstrap --variant=minbase --include=git $suite from $mirror"
	debootstrap --variant=minbase --include=git "$suite" "$ROOT" "$mirror" \
		> "$FRESH/debootstrap.log" 2>&1 || {
		tail -n 20 "$FRESH/debootstrap.log" >&2
		die "debootstrap failed"
	}
	[ "${CI:-}" = true ] || tar -czf "$base" -C "$ROOT" .
fi
tbase=$(date +%s)
say "bare root in $((tbase - t0)) s"

# the machine's apt sources and fetch settings, its name server; /proc
rm -f "$ROOT/etc/apt/sources.list"
cp /etc/apt/sources.list "$ROOT/etc/apt/" 2>/dev/null
cp /etc/apt/sources.list.d/*.sources /etc/apt/sources.list.d/*.list "$ROOT/etc/apt/sources.list.d/" 2>/dev/null
for _f in /etc/apt/apt.conf.d/*; do
	grep -q '^Acquire::' "$_f" 2>/dev/null && cp "$_f" "$ROOT/etc/apt/apt.conf.d/"
done
cp /etc/resolv.conf "$ROOT/etc/resolv.conf"
mount -t proc proc "$ROOT/proc" || die "cannot mount /proc in the root"

git clone -q "$TOP" "$ROOT/root/gitview" || die "git clone failed"
for _p in ${FRESH_WITHOUT:-}; do
	sed -i "/^$_p /d" "$ROOT/root/gitview/tests/packages"
	cmd1=$(printf '%s\n' "$cmd1" | sed "s/ $_p / /")
	say "left out of tests/packages: $_p"
done

# in the root, as a new user's shell: a clean environment, no terminal
inroot_run()
{
	chroot "$ROOT" /usr/bin/env -i HOME=/root LANG=C.UTF-8 \
		PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
		DEBIAN_FRONTEND=noninteractive ${FRESH_ENV:-} \
		bash -c "cd /root/gitview && $1" < /dev/null
}

say "the README's first command: $cmd1"
inroot_run "$prefix" > "$FRESH/install.log" 2>&1 || {
	tail -n 30 "$FRESH/install.log"
	say "FAIL: the README's first command failed before ./gitview (log: $FRESH/install.log)"
	exit 1
}
tinst=$(date +%s)
say "installed and built in $((tinst - tbase)) s"

# ./gitview, the rest of the first command, on an Xvfb of the root's own
cat > "$ROOT/root/open.sh" <<EOF
Xvfb :7 -screen 0 1280x800x24 -nolisten tcp > /tmp/xvfb.log 2>&1 &
x=\$!
export DISPLAY=:7
i=0
until [ -S /tmp/.X11-unix/X7 ] || [ \$i -gt 100 ]; do sleep 0.1; i=\$((i + 1)); done
timeout $LIMIT ./gitview &
g=\$!
i=0
w=
while [ -z "\$w" ] && [ \$i -lt 200 ] && kill -0 \$g 2>/dev/null; do
	sleep 0.1
	i=\$((i + 1))
	w=\$(xdotool search --onlyvisible --class gitview 2>/dev/null | head -n 1)
done
if [ -z "\$w" ]; then
	echo "no gitview window in 20 s"
	kill \$g \$x
	exit 1
fi
echo "window \$w: \$(xprop -id "\$w" _NET_WM_NAME)"
xdotool windowfocus --sync "\$w" key q
wait \$g
st=\$?
kill \$x
exit \$st
EOF
inroot_run "sh /root/open.sh" > "$FRESH/open.log" 2>&1
st=$?
sed 's/^/fresh: /' "$FRESH/open.log"
if [ $st -ne 0 ]; then
	say "FAIL: ./gitview did not open a window and quit with q (status $st)"
	exit 1
fi
say "./gitview opened its window and q closed it"

say "the README's second command: $cmd2"
{ inroot_run "$cmd2"; echo $? > "$FRESH/test.st"; } 2>&1 | tee "$FRESH/test.log"
ttest=$(date +%s)
say "$cmd2 in $((ttest - tinst)) s"
if [ "$(cat "$FRESH/test.st")" != 0 ]; then
	say "FAIL: $cmd2 exited with status $(cat "$FRESH/test.st")"
	exit 1
fi

for c in "$@"; do
	say "$c"
	inroot_run "$c" || { say "FAIL: $c"; exit 1; }
done
say "all green: bare root $((tbase - t0)) s, install and build $((tinst - tbase)) s, $cmd2 $((ttest - tinst)) s, in all $(( $(date +%s) - t0 )) s"
