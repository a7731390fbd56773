/* See LICENSE file for copyright and license details.
 *
 * origin.h: where a line came from (origin.c): the actions of its keys
 * and buttons (config.h). Needs core.h first.
 */
void origin_blameat(const Arg *arg);
void origin_line(const Arg *arg);
