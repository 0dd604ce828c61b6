/*
 * Stand-in for the k-NN plugin's native libraries (faiss, nmslib, common).
 *
 * Why: Maven Central's opensearch-knn zip carries only jars. memstream uses
 * the pure-Java "lucene" engine, which needs no native code. But a mapping
 * that names engine faiss/nmslib - or a knn_vector with no "method" at all,
 * since faiss is the default engine in 2.19 - makes the plugin call
 * System.loadLibrary on its first flush. Without a library that throws
 * UnsatisfiedLinkError, which OpenSearch treats as fatal: the whole node
 * exits, and exits again on every restart while replaying that shard.
 *
 * With these stubs the libraries load, initLibrary() succeeds, and every real
 * native call throws a plain Java exception instead: the offending shard or
 * request fails with the message below, and the node stays up.
 *
 * up.sh compiles this once per install, next to a generated knn-stubs.h
 * with one KNN_STUB(Class_method) / KNN_NOOP(Class_initLibrary) line per
 * native method of the installed plugin jar (found with javap), so the list
 * always matches the plugin version.
 */
#include <jni.h>

static jlong knn_unavailable(JNIEnv *env) {
    jclass cls = (*env)->FindClass(env, "java/lang/UnsupportedOperationException");
    if (cls != NULL) {
        (*env)->ThrowNew(env, cls,
            "faiss/nmslib are not available in memstream's local OpenSearch "
            "(k-NN from Maven Central has no native libraries): "
            "map knn_vector fields with \"method\": {\"engine\": \"lucene\", ...}");
    }
    /* Ignored by the JVM while an exception is pending; 0 also reads as
     * false/null/void for the other return types on x86-64 and aarch64. */
    return 0;
}

/* Argument lists do not matter: the callee never reads them, and on the
 * supported ABIs the caller cleans up. JNI resolves overloads by short name
 * first, so one symbol serves every overload of a method. */
#define KNN_STUB(sym) \
    JNIEXPORT jlong JNICALL Java_org_opensearch_knn_jni_##sym(JNIEnv *env, jclass cls) { \
        (void)cls; return knn_unavailable(env); }

/* Called from the services' static initializers: must succeed, or the class
 * fails to initialize (an Error again). Loading alone has no side effects. */
#define KNN_NOOP(sym) \
    JNIEXPORT void JNICALL Java_org_opensearch_knn_jni_##sym(JNIEnv *env, jclass cls) { \
        (void)env; (void)cls; }

#include "knn-stubs.h"
