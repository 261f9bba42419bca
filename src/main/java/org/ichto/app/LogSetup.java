package org.ichto.app;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.encoder.PatternLayoutEncoder;
import ch.qos.logback.classic.spi.Configurator;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.rolling.FixedWindowRollingPolicy;
import ch.qos.logback.core.rolling.RollingFileAppender;
import ch.qos.logback.core.rolling.SizeBasedTriggeringPolicy;
import ch.qos.logback.core.spi.ContextAwareBase;
import ch.qos.logback.core.status.NopStatusListener;
import ch.qos.logback.core.util.FileSize;
import org.ichto.shell.files.DataDirectory;

import java.nio.file.Path;

/**
 * Primeval's log, set up in code (found by logback as a service): a small rolling file in the user's data directory,
 * {@code primeval.log} and at most three older ones of 1 MB each. Nothing goes to the console: the command-line tools
 * print only their own output. Read from an XML file, the same set-up took logback about twice as long at every start
 * (its XML configuration and parser). A {@code logback-test.xml} on the class path (the tests') or a configuration file
 * named by {@code -Dlogback.configurationFile} is left to logback.
 */
public final class LogSetup extends ContextAwareBase implements Configurator {
    static final String PATTERN = "%d{yyyy-MM-dd HH:mm:ss.SSS} %-5level [%thread] %logger{36} - %msg%n";
    static final String MAX_FILE_SIZE = "1MB";
    static final int OLDER_FILES = 3;

    @Override
    public ExecutionStatus configure(LoggerContext context) {
        if (System.getProperty("logback.configurationFile") != null
                || LogSetup.class.getClassLoader().getResource("logback-test.xml") != null) {
            return ExecutionStatus.INVOKE_NEXT_IF_ANY;
        }
        String dir = System.getProperty(DataDirectory.LOG_DIR_PROPERTY);
        into(context, dir != null ? Path.of(dir) : Path.of(System.getProperty("java.io.tmpdir"), "primeval-logs"));
        return ExecutionStatus.DO_NOT_INVOKE_NEXT_IF_ANY;
    }

    /** Sets the log of this context up in this folder. */
    static void into(LoggerContext context, Path folder) {
        // Logback's own troubles stay out of the console as well.
        NopStatusListener quiet = new NopStatusListener();
        context.getStatusManager().add(quiet);

        RollingFileAppender<ILoggingEvent> file = new RollingFileAppender<>();
        file.setContext(context);
        file.setName("FILE");
        file.setFile(folder.resolve("primeval.log").toString());

        FixedWindowRollingPolicy older = new FixedWindowRollingPolicy();
        older.setContext(context);
        older.setParent(file);
        older.setFileNamePattern(folder.resolve("primeval.%i.log").toString());
        older.setMinIndex(1);
        older.setMaxIndex(OLDER_FILES);
        older.start();

        SizeBasedTriggeringPolicy<ILoggingEvent> full = new SizeBasedTriggeringPolicy<>();
        full.setContext(context);
        full.setMaxFileSize(FileSize.valueOf(MAX_FILE_SIZE));
        full.start();

        PatternLayoutEncoder encoder = new PatternLayoutEncoder();
        encoder.setContext(context);
        encoder.setPattern(PATTERN);
        encoder.start();

        file.setRollingPolicy(older);
        file.setTriggeringPolicy(full);
        file.setEncoder(encoder);
        file.start();

        ch.qos.logback.classic.Logger root = context.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
        root.setLevel(Level.INFO);
        root.addAppender(file);
    }
}
