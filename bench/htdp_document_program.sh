#!/usr/bin/env bash
# The HtDP document's program (seeds/000, "Completed Program") as DrRacket
# saves it, for bench/stability_bench.sh: its code is the document's, not the
# project's, so it is never kept in the repository; this writes it into
# OUT_DIR (outside the repository) at bench time and prints the file's path.
# DrRacket's three header lines for Intermediate Student with lambda come
# first, as a student's saved file has them.
#
#   bench/htdp_document_program.sh OUT_DIR [SEEDS_DIR]
#
# SEEDS_DIR defaults to ../shared/seeds next to this checkout.
set -euo pipefail
if [ $# -lt 1 ] || [ $# -gt 2 ]; then
  echo "usage: $0 OUT_DIR [SEEDS_DIR]" >&2
  exit 2
fi
out=$1
seeds=${2:-$(dirname "$0")/../../shared/seeds}
document=$seeds/000_439328e5ce156165.txt
marker='Here is the complete program'
if [ ! -f "$document" ]; then
  echo "$0: no HtDP document at $document" >&2
  exit 1
fi
if ! grep -q "$marker" "$document"; then
  echo "$0: $document has no line saying '$marker'" >&2
  exit 1
fi
mkdir -p "$out"
program=$out/htdp_document.rkt
{
  echo ';; The first three lines of this file were inserted by DrRacket. They record metadata'
  echo ';; about the language level of this file in a form that our tools can easily process.'
  echo '#reader(lib "htdp-intermediate-lambda-reader.ss" "lang")((modname htdp_document) (read-case-sensitive #t) (teachpacks ()) (htdp-settings #(#t constructor repeating-decimal #f #t none #f () #t)))'
  sed -n "/$marker/,\$p" "$document" | tail -n +2
} > "$program"
echo "$program"
