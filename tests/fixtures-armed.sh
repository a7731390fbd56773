#!/bin/sh
# tests/fixtures-armed.sh - build the armed repositories under
# $FIXTURES/armed (issue 34): each configures one kind of program that a
# repository can make git run, and each such program leaves a marker in
# $FIXTURES/armed/marks/KIND when it runs. tests/x/armed.sh proves that
# git itself runs each one, then presses every key of gitview in them and
# wants no marker. tests/fixtures-hostile.sh builds them too.
#
# Every repository has the same history (fixed dates and identities):
#
#   * armed: after the merge      HEAD, with a gpgsig header (signed-looking)
#   *   armed: merge side          a conflict in a.txt, resolved by hand
#   |\
#   | * armed: side changes two
#   * | armed: main changes two
#   |/
#   * armed: first
#
# .gitattributes puts *.txt under the drivers "ev" (filter, diff, merge);
# plain.dat has none (diff.external is for it). The work tree has a change
# in a.txt (a local changes row) and every file and the index carry the
# same mtime, so that git takes b.txt for racily clean and reads it (with
# core.checkStat=minimal and core.trustctime=false, a copy with cp -a is
# racily clean still), as a tarball's mtimes make it.
#
#   clean       filter.ev.clean                 smudge   filter.ev.smudge
#   required    filter.ev.clean, .smudge and .required=true
#   process     filter.ev.process               merge    merge.ev.driver
#   textconv    diff.ev.textconv
#   external    diff.external and diff.ev.command, through include.path
#   signature   log.showSignature=true and gpg.program
#   hooks       every hook git knows, in .git/hooks
#   fsmonitor   core.fsmonitor
#   programs    core.pager, core.editor, sequence.editor, core.askPass,
#               core.sshCommand, credential.helper
#   all         every one of those but process at once
#   partial     a partial clone with a missing blob, its promisor remote
#               over ssh, protocol.ssh.allow=always and core.sshCommand
#   (format.*   format-patch's: its own test)

. "$(dirname "$0")/lib.sh"

set -e

A=$FIXTURES/armed
rm -rf "$A"
mkdir -p "$A/bin" "$A/marks"
EVIL=$A/bin/evil
cat > "$EVIL" <<EOF
#!/bin/sh
# evil KIND ARGS...: a program a repository configures; marks that it ran
kind=\$1
shift
echo "\$kind \$*" >> "$A/marks/\$kind"
case \$kind in
textconv) cat "\$1" ;;
clean|smudge|pager) cat ;;
esac
exit 0
EOF
chmod +x "$EVIL"
# gpg.program is run as a path, not through a shell
printf '#!/bin/sh\nexec "%s" gpg "$@"\n' "$EVIL" > "$A/bin/gpg"
chmod +x "$A/bin/gpg"

T=$((TEST_EPOCH + 3600))
git init -q "$A/base"
cd "$A/base"
printf '*.txt filter=ev diff=ev merge=ev\n' > .gitattributes
printf 'one\ntwo\nthree\n' > a.txt
echo b > b.txt
echo plain > plain.dat
git add .
commit_at 1 "armed: first"
git checkout -q -b side
printf 'one\ntwo side\nthree\n' > a.txt
echo plain side > plain.dat
git add .
commit_at 2 "armed: side changes two"
git checkout -q main
printf 'one\ntwo main\nthree\n' > a.txt
git add .
commit_at 3 "armed: main changes two"
at 4 git merge -q side -m "armed: merge side" >/dev/null 2>&1 || :
printf 'one\ntwo merged\nthree\n' > a.txt
git add a.txt
at 4 git commit -q --no-edit
printf 'one\ntwo merged\nthree after\n' > a.txt
echo plain after > plain.dat
git add .
commit_at 5 "armed: after the merge"
# the tip signed-looking: log.showSignature makes git run gpg.program
git cat-file commit HEAD | awk '
	!done && /^$/ {
		print "gpgsig -----BEGIN PGP SIGNATURE-----"
		print " "
		print " iQEzBAABCAAdFiEEarmedarmedarmedarmedarmedarmedarmedarmed="
		print " -----END PGP SIGNATURE-----"
		done = 1
	}
	{ print }' > "$TEST_TMP/signed"
git update-ref HEAD "$(git hash-object -t commit -w "$TEST_TMP/signed")"
git config core.checkStat minimal
git config core.trustctime false
echo local >> a.txt
touch -d "@$T" a.txt b.txt plain.dat .gitattributes
git update-index -q --refresh || :
touch -d "@$T" .git/index
cd "$A"

arm()
{
	cp -a "$A/base" "$A/$1"
	cd "$A/$1"
}

arm clean
git config filter.ev.clean "$EVIL clean"
arm required
git config filter.ev.clean "$EVIL clean"
git config filter.ev.smudge "$EVIL smudge"
git config filter.ev.required true
arm smudge
git config filter.ev.smudge "$EVIL smudge"
arm process
git config filter.ev.process "$EVIL process"
arm merge
git config merge.ev.driver "$EVIL merge %O %A %B"
arm textconv
git config diff.ev.textconv "$EVIL textconv"
arm external
printf '[diff]\n\texternal = %s external\n[diff "ev"]\n\tcommand = %s command\n' \
	"$EVIL" "$EVIL" > .git/ext.inc
git config include.path ext.inc
arm signature
git config log.showSignature true
git config gpg.program "$A/bin/gpg"
arm hooks
for h in applypatch-msg pre-applypatch post-applypatch pre-commit \
	pre-merge-commit prepare-commit-msg commit-msg post-commit pre-rebase \
	post-checkout post-merge pre-push pre-receive update proc-receive \
	post-receive post-update reference-transaction push-to-checkout \
	pre-auto-gc post-rewrite sendemail-validate fsmonitor-watchman \
	p4-changelist p4-prepare-changelist p4-post-changelist p4-pre-submit \
	post-index-change; do
	printf '#!/bin/sh\nexec "%s" hook-%s "$@"\n' "$EVIL" "$h" > .git/hooks/$h
	chmod +x .git/hooks/$h
done
arm fsmonitor
git config core.fsmonitor "$EVIL fsmonitor"
arm programs
git config core.pager "$EVIL pager"
git config core.editor "$EVIL editor"
git config sequence.editor "$EVIL editor"
git config core.askPass "$EVIL askpass"
git config core.sshCommand "$EVIL ssh"
git config credential.helper "!$EVIL credential"

# all of them at once (but the process filter, which would stand for
# the clean and smudge ones), for the test that presses every key
arm all
for k in clean required smudge merge textconv external signature hooks \
	fsmonitor programs; do
	git -C "$A/$k" config --local --list |
	grep -v '^core\.\(checkstat\|trustctime\|repositoryformatv\|filemode\|bare\|logallref\)' |
	while IFS== read -r key val; do
		git config "$key" "$val"
	done
done
cp "$A/external/.git/ext.inc" .git/
cp -p "$A/hooks/.git/hooks/"* .git/hooks/

# a partial clone: the blobs stay on the promisor remote, which is reached
# over ssh, allowed by the repository whatever protocol.allow says
cd "$A/base"
git config uploadpack.allowfilter true
git clone -q --no-checkout --filter=blob:none "file://$A/base" "$A/partial"
cd "$A/partial"
git config remote.origin.url ssh://example.invalid/armed
git config protocol.ssh.allow always
git config core.sshCommand "$EVIL ssh"
git config --unset core.checkStat || :

rm -f "$A"/marks/*
touch "$A/.stamp"
echo "fixtures-armed: built in $A"
