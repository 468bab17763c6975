/*
 * A hand-written JNI binding of the no-op event library, written the way JNI bindings usually are: handles
 * travel as jlong, the C side checks the status and throws, out-parameters live on the C stack.
 * Linked against libnoop_events.so so that every call crosses a library boundary, as FFM's and JNA's do.
 */
#include <jni.h>
#include <stdint.h>
#include <stdio.h>

#include "noop_events.h"

#define HANDLE(value) ((void *) (intptr_t) (value))

/* Throws the binding's error for a failed call; the caller returns at once. */
static void fail(JNIEnv *env, const char *function, int status) {
    char message[128];
    jclass type = (*env)->FindClass(env, "dev/eventbind/bench/jni/NoopJniException");
    if (type == NULL) {
        return; /* NoClassDefFoundError is pending */
    }
    snprintf(message, sizeof message, "%s failed with status %d", function, status);
    (*env)->ThrowNew(env, type, message);
}

JNIEXPORT jlong JNICALL Java_dev_eventbind_bench_jni_NoopJni_eventCreate(JNIEnv *env, jclass cls, jint flags) {
    (void) cls;
    noopEvent_t event = NULL;
    int status = noopEventCreateWithFlags(&event, (unsigned int) flags);
    if (status != 0) {
        fail(env, "noopEventCreateWithFlags", status);
    }
    return (jlong) (intptr_t) event;
}

JNIEXPORT void JNICALL Java_dev_eventbind_bench_jni_NoopJni_eventDestroy(JNIEnv *env, jclass cls, jlong event) {
    (void) cls;
    int status = noopEventDestroy(HANDLE(event));
    if (status != 0) {
        fail(env, "noopEventDestroy", status);
    }
}

JNIEXPORT void JNICALL Java_dev_eventbind_bench_jni_NoopJni_eventRecord(JNIEnv *env, jclass cls, jlong event,
                                                                         jlong stream) {
    (void) cls;
    int status = noopEventRecord(HANDLE(event), HANDLE(stream));
    if (status != 0) {
        fail(env, "noopEventRecord", status);
    }
}

JNIEXPORT void JNICALL Java_dev_eventbind_bench_jni_NoopJni_eventWait(JNIEnv *env, jclass cls, jlong event) {
    (void) cls;
    int status = noopEventSynchronize(HANDLE(event));
    if (status != 0) {
        fail(env, "noopEventSynchronize", status);
    }
}

JNIEXPORT jfloat JNICALL Java_dev_eventbind_bench_jni_NoopJni_eventElapsedMillis(JNIEnv *env, jclass cls,
                                                                                  jlong start, jlong end) {
    (void) cls;
    float ms = 0.0f;
    int status = noopEventElapsedTime(&ms, HANDLE(start), HANDLE(end));
    if (status != 0) {
        fail(env, "noopEventElapsedTime", status);
    }
    return ms;
}

JNIEXPORT void JNICALL Java_dev_eventbind_bench_jni_NoopJni_streamWaitEvent(JNIEnv *env, jclass cls, jlong stream,
                                                                             jlong event) {
    (void) cls;
    int status = noopStreamWaitEvent(HANDLE(stream), HANDLE(event), 0);
    if (status != 0) {
        fail(env, "noopStreamWaitEvent", status);
    }
}

JNIEXPORT void JNICALL Java_dev_eventbind_bench_jni_NoopJni_streamSynchronize(JNIEnv *env, jclass cls,
                                                                               jlong stream) {
    (void) cls;
    int status = noopStreamSynchronize(HANDLE(stream));
    if (status != 0) {
        fail(env, "noopStreamSynchronize", status);
    }
}

JNIEXPORT jlong JNICALL Java_dev_eventbind_bench_jni_NoopJni_streamCreate(JNIEnv *env, jclass cls, jint flags) {
    (void) cls;
    noopStream_t stream = NULL;
    int status = noopStreamCreateWithFlags(&stream, (unsigned int) flags);
    if (status != 0) {
        fail(env, "noopStreamCreateWithFlags", status);
    }
    return (jlong) (intptr_t) stream;
}
