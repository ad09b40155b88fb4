#lang racket/base
;; The Racket build of a submission (harness/lang/racket.cpp runs
;; it in the box, in the build folder): `raco make` of each FILE, with
;; errortrace's instrumentation compiled in, so that an error at run time
;; names the student's own file:line:column (the driver reads the marks),
;; which Racket CS's compiled code alone does not keep for an inlined or
;; tail-called function. It costs the document's solver about a fifth more
;; time on BD6.
;;
;;   racket racket_make.rkt FILE...
;;
;; A file that does not compile ends it with Racket's own message
;; ("src/sudoku.rkt:5:3: solv: this function is not defined") and exit 1:
;; the harness shows that once, as the submission's compile error.
(require compiler/cm
         errortrace/errortrace-lib)

(parameterize ([current-compile (make-errortrace-compile-handler)])
  (for ([file (current-command-line-arguments)])
    (managed-compile-zo (path->complete-path (string->path file)))))
