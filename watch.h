/* See LICENSE file for copyright and license details.
 *
 * watch.h: the refs watched for the live reload (watch.c).
 */
enum { WatchStat = 1, WatchInotify };

/* watch HEAD in gitdir, packed-refs and refs/ in commondir, as how says
 * (WatchInotify falls back to WatchStat where refused): returns which */
int watch_start(const char *gitdir, const char *commondir, int how);
int watch_fd(void);     /* to poll for reading, or -1 (stat it is) */
int watch_read(void);   /* inotify's events read: 1 when a ref changed */
int watch_poll(void);   /* stat them: 1 when they changed since the last */
void watch_stop(void);
