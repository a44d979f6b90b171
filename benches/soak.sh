#!/usr/bin/env bash
# The soak: PC vs PC in every game at once, each app under a 2 GB address-space cap (prlimit
# --as) in a tmux session of its own, each game played again (r) as soon as it ends, for MINUTES
# minutes (30). Every minute it prints each app's resident and virtual memory; at the end, any
# app that ended (an abort, a panic) with its last screen. The binary: BINARY
# (target/release/minimax).
set -euo pipefail
cd "$(dirname "$0")/.."
minutes=${MINUTES:-30}
binary=${BINARY:-target/release/minimax}
socket=minimax-soak-$$
games=(sum nim tictactoe connect4 reversi tree)
trap 'tmux -L "$socket" kill-server 2>/dev/null || true' EXIT
for game in "${games[@]}"; do
  tmux -L "$socket" new-session -d -s "$game" -x 120 -y 36 \
    "prlimit --as=2000000000 $binary play $game --mode pc-vs-pc; echo \"exit code \$?\"; sleep 100000"
done

# The app's process: the pane's shell's child (prlimit runs the app in its own place).
app() { pgrep -P "$(tmux -L "$socket" list-panes -t "$1" -F '#{pane_pid}')" | head -1; }
memory() {
  local pid status
  pid=$(app "$1") || true
  status=$( [ -n "$pid" ] && cat "/proc/$pid/status" 2>/dev/null ) || true
  [ -z "$status" ] && { printf '%16s' ended; return; }
  awk '/^VmRSS/ {r=$2} /^VmSize/ {v=$2} END {printf "%7.1f/%-8.1f", r/1024, v/1024}' <<<"$status"
}

printf 'minute'; for game in "${games[@]}"; do printf ' %16s' "$game MB"; done; echo
played=0
end=$((SECONDS + minutes * 60)); next=0
while (( SECONDS <= end )); do
  for game in "${games[@]}"; do
    if tmux -L "$socket" capture-pane -p -t "$game" | grep -q "plays again"; then
      tmux -L "$socket" send-keys -t "$game" r
      played=$((played + 1))
    fi
  done
  if (( SECONDS >= next )); then
    printf '%6d' $((next / 60))
    for game in "${games[@]}"; do printf ' '; memory "$game"; done
    echo
    next=$((next + 60))
  fi
  sleep 2
done
echo "games played to the end: $played"
for game in "${games[@]}"; do
  if tmux -L "$socket" capture-pane -p -t "$game" | grep -q "exit code"; then
    echo "$game ended:"; tmux -L "$socket" capture-pane -p -t "$game" | grep -v '^$' | tail -5
  fi
done
