using System.Net;
using System.Net.Sockets;

namespace AsyncLab.Tests.Data.Postgres;

internal static class LoopbackPort
{
    public static bool AcceptsConnections(int port)
    {
        using var client = new TcpClient();
        try
        {
            client.Connect(IPAddress.Loopback, port);
            return true;
        }
        catch (SocketException)
        {
            return false;
        }
    }
}
